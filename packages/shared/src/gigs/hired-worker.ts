/**
 * How a posting's hired worker (spec 2 §3 `worker_name`) is named on public reads — the board's
 * card, a posting's page: first name and last initial ("Priya Patel" → "Priya P."), as workers
 * are named to strangers elsewhere (decision 041). The poster and the company's team read the
 * full name.
 */
export function hiredWorkerPublicName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const initial = last ? [...last][0]?.toUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
