/** Behaviour constants from the spec (section 9), in one place. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const ANCHOR_OFFSET_PX = 80;
export const CHAT_BUBBLE_DELAY_MS = 2000;
export const CHAT_BUBBLE_VISIBLE_MS = 10000;
export const CHAT_BUBBLE_FADE_MS = 300;
