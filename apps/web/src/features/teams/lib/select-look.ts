/** A native select styled like the inputs (a native control: dependable on phones and in tests). */
export const selectLook =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40 ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100';
