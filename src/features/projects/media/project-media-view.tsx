// The media tab as the user sees it: logo and cover page, the gallery, the floor plans by model.
// Presentational: ProjectMediaPanel fetches, saves and confirms.
import type { ReactNode } from 'react';
import { Button, Card, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { FormAlert } from '../../../components/form-alert';
import { FloorPlansSection, type FloorPlansSectionProps } from './floor-plans-section';
import { MediaSlotCard } from './media-slot-card';
import { ProjectGallery, type ProjectGalleryProps } from './project-gallery';
import type { ProjectMedia, SingleSlot } from './media.types';

export interface ProjectMediaViewProps {
  loading: boolean;
  error?: string | null;
  onRetry?(): void;
  slots: Record<SingleSlot, ProjectMedia | null>;
  slotBusy: Partial<Record<SingleSlot, boolean>>;
  slotErrors: Partial<Record<SingleSlot, string>>;
  onReplaceSlot(slot: SingleSlot, file: File): void;
  onDeleteSlot(slot: SingleSlot, media: ProjectMedia): void;
  gallery: ProjectGalleryProps;
  floorPlans: FloorPlansSectionProps;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function ProjectMediaView(props: ProjectMediaViewProps) {
  const { loading, error = null, slots, slotBusy, slotErrors } = props;
  if (error)
    return (
      <Stack gap="3" align="flex-start">
        <FormAlert title="No pudimos cargar los medios del proyecto.">{error}</FormAlert>
        {props.onRetry ? (
          <Button variant="outline" onClick={props.onRetry}>
            Reintentar
          </Button>
        ) : null}
      </Stack>
    );
  return (
    <Stack gap="6">
      <Section title="Logo y portada" description="Se reemplazan apenas eliges una imagen nueva.">
        {loading ? (
          <Skeleton height="32" />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {(['logo', 'cover_page'] as const).map((slot) => (
              <MediaSlotCard
                key={slot}
                slot={slot}
                media={slots[slot]}
                busy={slotBusy[slot]}
                error={slotErrors[slot]}
                onReplace={(file) => props.onReplaceSlot(slot, file)}
                onDelete={(media) => props.onDeleteSlot(slot, media)}
              />
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section
        title="Galería"
        description="Fotos del proyecto en el orden en que se muestran en el sitio."
      >
        {loading ? <Skeleton height="48" /> : <ProjectGallery {...props.gallery} />}
      </Section>
      <Section
        title="Planos por modelo"
        description="Elige uno o más modelos y sube la imagen de su plano."
      >
        <FloorPlansSection {...props.floorPlans} />
      </Section>
    </Stack>
  );
}
