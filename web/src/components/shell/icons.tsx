import type { ReactNode } from "react";

// Line icons of the shell, drawn on a 24 px grid in currentColor. Decorative: the controls carry labels.

function Icon({ children, className, size = 24 }: { children: ReactNode; className?: string; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export function SearchIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </Icon>
  );
}

export function MenuIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />
    </Icon>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Icon>
  );
}

/** Turns over while the button it is in has `aria-expanded="true"` (the global `.chevron`). */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <Icon className={className ? `chevron ${className}` : "chevron"}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** The public-security filing emblem, simplified to a shield (the official badge is an image we do not ship). */
export function ShieldIcon({ className }: { className?: string }) {
  return (
    <Icon className={className} size={16}>
      <path d="M12 3 5 5.8v5.4c0 4.2 2.9 8 7 9.8 4.1-1.8 7-5.6 7-9.8V5.8L12 3Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </Icon>
  );
}
