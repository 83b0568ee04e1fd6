// Runs in <head>, before the page is drawn (a classic script: the CSP allows no inline one):
// with ?embed=1 the page is inside someone else's site, and the header chrome is hidden by
// css/dominoes.css (html[data-embed="true"]) from the first frame on. app.js does the rest.
if (/[?&]embed=1(?:&|#|$)/.test(location.search)) document.documentElement.dataset.embed = 'true';
