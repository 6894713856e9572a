/** Product facts shared by several pages (spec section 9). */

/** The custom filters our plugs take: the attenuation their maker states, in dB. */
export const CUSTOM_FILTERS_DB = [15, 19, 25] as const;
