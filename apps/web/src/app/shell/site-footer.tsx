import { Logo } from './logo';

// Placeholder until the footer (links, newsletter, legal) lands in this file.
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 px-4 py-10 text-slate-200">
      <div className="mx-auto max-w-7xl">
        <Logo inverse />
      </div>
    </footer>
  );
}
