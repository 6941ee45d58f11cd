// The search feature as the app shell sees it: import from here, never from its files.
export { SearchLauncher } from './search-launcher';
