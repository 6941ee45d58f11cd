import createCache from '@emotion/cache';

/**
 * The emotion cache of client tests: Chakra's styles are never written out. Each mount of Chakra's
 * provider would otherwise compile its global CSS (every token) again, and each new class its
 * rules, for jsdom to parse. No test reads the document's styles; one that must
 * (status-badge.test.tsx) draws with a cache of its own. Each style is still marked inserted, as
 * emotion does, so it is serialized once per worker.
 */
export const detachedStyles = createCache({ key: 'css', container: document.createElement('div') });
detachedStyles.insert = (_selector, serialized) => {
  detachedStyles.inserted[serialized.name] = true;
  return undefined;
};
