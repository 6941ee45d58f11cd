import { pgTable, serial, text } from 'drizzle-orm/pg-core';

// Small id + name lists the spec exposes as lookups (projectstatus, subsidytypes, plansadditional,
// projectstage) plus the media types of the gallery. Seeded; editable only through migrations.

const lookup = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  });

/** 'En blanco', 'En verde', 'Entrega inmediata', ... */
export const projectStatuses = lookup('project_statuses');
/** DS1, DS19, DS49, DS15, ... (housing-subsidy decrees). */
export const subsidyTypes = lookup('subsidy_types');
/** Extras a project may contract on top of its plan (the spec's `plansadditional`). */
export const additionalPlanTypes = lookup('additional_plan_types');
/** Construction stage of a project (the spec's `projectstage`). */
export const projectStageTypes = lookup('project_stage_types');
/** Kind of a media file: logo, portada, galería, planta, ... */
export const mediaTypes = lookup('media_types');
