/** Where a branch is, as its address lines say it (a branch of src/data/business.server.ts). */
type Address = { street: string; postcode: string; city: string };

/** `tel:` link in international format, e.g. tel:+31600000000. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Dutch national notation of an international +31 number: "+31 6 00000000" → "06 00000000". */
export function formatPhone(phone: string): string {
  return phone.replace(/^\+31\s*/, "0");
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

export function branchAddressLine(branch: Address): string {
  return `${branch.street}, ${branch.postcode} ${branch.city}`;
}

/** A maps search for the branch address that works on every phone and desktop. */
export function mapsHref(branch: Address): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(branchAddressLine(branch))}`;
}

/** A map of the branch for an <iframe> (no API key needed). */
export function mapEmbedHref(branch: Address): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(branchAddressLine(branch))}&z=15&output=embed`;
}
