import { Fragment } from "react";

/**
 * An e-mail address that may wrap only where a reader expects it, after the '@' and before a
 * dot ('wieringerwerf@ / example.nl'), never mid-name. It reads left to right in any layout.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <bdi dir="ltr">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
