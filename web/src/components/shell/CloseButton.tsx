import { CloseIcon } from "./icons";

/** The round × button that closes a dialog (the mobile menu, the privacy summary). */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : "icon-button"}
      aria-label={label}
      onClick={onClick}
    >
      <CloseIcon />
    </button>
  );
}
