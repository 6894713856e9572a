import { format, parseISO } from "date-fns";
import { nl } from "date-fns/locale";

/** '10 mei 2023', '5 feb. 2024': the overview's short date. */
export const shortDate = (isoDate: string) => format(parseISO(isoDate), "d MMM yyyy", { locale: nl });

/** '10 mei 2023', '5 februari 2024': the article's long date. */
export const longDate = (isoDate: string) => format(parseISO(isoDate), "d MMMM yyyy", { locale: nl });
