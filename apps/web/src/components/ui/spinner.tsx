const sizes = {
  sm: 'size-4 border-2',
  md: 'size-5 border-2',
  lg: 'size-6 border-4',
  xl: 'size-8 border-4',
} as const;

const tones = {
  /** On the page's white. */
  brand: 'border-indigo-200 border-t-indigo-600',
  /** On a primary (dark) button. */
  light: 'border-white/40 border-t-white',
  /** On a secondary (white) button. */
  dark: 'border-slate-300 border-t-slate-700',
} as const;

type SpinnerProps = { size?: keyof typeof sizes; tone?: keyof typeof tones };

/** A turning ring. Decoration only: the words beside it (or a status's text) say what is going on. */
export function Spinner({ size = 'md', tone = 'brand' }: SpinnerProps) {
  return (
    <span aria-hidden="true" className={`shrink-0 animate-spin rounded-full ${sizes[size]} ${tones[tone]}`} />
  );
}
