/** The window property holding the gate, awaited by the rewritten bootstrap (scripts/lib/defer-hydration.ts). */
export const HYDRATION_GATE = "__hydrationGate";

/** Longest wait for the page's own pictures before the page is made interactive anyway. */
export const HYDRATION_WAIT_CAP_MS = 2500;

/**
 * Runs in <head>. The prerendered page is complete without JavaScript, so its scripts start only
 * once the page has loaded and painted (its pictures and font first on a slow line), at the
 * visitor's first touch, key or click if that comes sooner, and at the latest a moment after the
 * document is parsed.
 */
export const hydrationGateScript = `window.${HYDRATION_GATE}=new Promise(function(go){var w=window,d=document,done=0;function start(){if(!done){done=1;go()}}w.addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(start,0)})});["pointerdown","keydown","touchstart"].forEach(function(t){w.addEventListener(t,start,{capture:true,passive:true,once:true})});d.addEventListener("DOMContentLoaded",function(){setTimeout(start,${HYDRATION_WAIT_CAP_MS})})})`;
