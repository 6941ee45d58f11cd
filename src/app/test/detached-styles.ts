import createCache from '@emotion/cache';

/**
 * The emotion cache of client tests: Chakra's styles are never compiled to CSS nor written out
 * (each mount of Chakra's provider would compile its global CSS, every token, again). No test
 * reads the document's styles; one that must (status-badge.test.tsx) draws with a cache of its
 * own. Each style is still marked inserted, as emotion does, so it is serialized once per worker;
 * the container outside the document stays as a second guard.
 */
export const detachedStyles = createCache({ key: 'css', container: document.createElement('div') });
detachedStyles.insert = (_selector, serialized) => {
  detachedStyles.inserted[serialized.name] = true;
  return undefined;
};
