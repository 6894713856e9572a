/**
 * Runs on every page, in <head>: a link to a folded section (a `<details>`, or a heading in one)
 * opens the fold before the browser jumps to it, also when the page is opened at such an address;
 * printing opens every fold (and closes again those it opened). Without it a fold still opens by a
 * click on its summary, which the link scrolls into view.
 */
export const foldScript = `(function(d,w){function r(id){var t;try{t=d.getElementById(decodeURIComponent(id))}catch(e){}var f=t&&t.closest("details");if(f&&!f.open)f.open=true;return t}d.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href^="#"]');if(a)r(a.getAttribute("href").slice(1))},true);w.addEventListener("hashchange",function(){r(location.hash.slice(1))});d.addEventListener("DOMContentLoaded",function(){if(location.hash.length>1){var t=r(location.hash.slice(1));if(t)t.scrollIntoView()}});var o=[];w.addEventListener("beforeprint",function(){d.querySelectorAll("details:not([open])").forEach(function(f){f.open=true;o.push(f)})});w.addEventListener("afterprint",function(){o.forEach(function(f){f.open=false});o=[]})})(document,window)`;
