import { checkStories } from './check';

// Share 2 of the stories check (see check.tsx): every second story file.
await checkStories(1, 2);
