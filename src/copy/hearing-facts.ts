/** Product facts shared by several pages (spec section 9). */

/** The custom filters our plugs take, by attenuation in dB. */
export const customFilters = [15, 19, 25].map((db) => ({ label: `${db} dB`, attenuation: db }));
