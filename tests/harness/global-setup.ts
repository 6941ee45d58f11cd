import { ensureTemplates } from './templates';

export default async function setup(): Promise<void> {
  await ensureTemplates();
}
