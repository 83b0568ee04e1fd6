// Shape checks for JSON that comes from outside the page's own code (a save, a view, a file).

/** True for a plain JSON object (not null, not an array). */
export const isObj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
