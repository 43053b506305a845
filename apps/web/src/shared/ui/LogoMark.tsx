/** The console's mark: a car on a blue tile. Decorative; the link around it carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="#0958d9" />
      <path
        d="M7 19.5l2.6-6.2A3 3 0 0 1 12.4 11.5h7.2a3 3 0 0 1 2.8 1.8l2.6 6.2V23a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1v-1H10.5v1a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z"
        fill="#fff"
      />
      <circle cx="11" cy="18.5" r="1.4" fill="#0958d9" />
      <circle cx="21" cy="18.5" r="1.4" fill="#0958d9" />
    </svg>
  );
}
