import type { ReactNode } from "react";

/** The look of a text field or select. */
export const controlClass =
  "block w-full rounded-xl border-2 border-line bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/80 hover:border-petrol-600 focus-visible:border-petrol-700 aria-invalid:border-coral-700";

type FieldProps = {
  id: string;
  label: string;
  /** Shown after the label, e.g. '(optioneel)'. */
  hint?: string;
  error?: string;
  children: (control: {
    id: string;
    className: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
  }) => ReactNode;
};

/** A labelled form control whose error is shown beside it and tied to it for screen readers. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-bold text-petrol-900">
        {label}
        {/* A space, not a margin: in an Arabic page the Dutch label still runs left to right. */}
        {hint ? <span className="font-normal text-ink-muted"> {hint}</span> : null}
      </label>
      {children({
        id,
        className: controlClass,
        "aria-invalid": !!error,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-bold text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
