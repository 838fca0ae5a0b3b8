// Decorative icons of the admin pages: hidden from screen readers, so a button or link is named by its words alone.
const decorative = {
  'aria-hidden': true as const,
  focusable: 'false' as const,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.4,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export function PlusIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...decorative} width={size} height={size}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function ArrowLeftIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...decorative} width={size} height={size}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}
