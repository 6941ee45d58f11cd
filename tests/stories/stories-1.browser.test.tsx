import { checkStories } from './check';

// Share 1 of the stories check (see check.tsx): every second story file.
await checkStories(0, 2);
