// Medios on the create page: logo, cover page, gallery, brochure and the 360° assets (a file or
// the URL of an external viewer). Only files the user chose are sent (spec §5). On the edit page
// the media panel takes this tab's place.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { ImageInput } from '../../../../components/file-drop/file-drop';
import { FileField } from './file-field';
import { TextField } from './form-controls';
import { GalleryPicker } from './gallery-picker';
import type { ProjectFormInput } from '../project-form.schema';

const ASSET_ACCEPT = 'image/jpeg,image/png,image/webp,.zip,application/zip';

function Asset({ kind, label }: { kind: 'nube360' | 'tour360'; label: string }) {
  const { control } = useFormContext<ProjectFormInput>();
  return (
    <Stack gap="3" p="4" borderWidth="1px" rounded="md">
      <Controller
        control={control}
        name={kind}
        render={({ field, fieldState }) => (
          <FileField
            label={`${label}: archivo`}
            accept={ASSET_ACCEPT}
            hint="Imagen JPG, PNG o WebP, o un ZIP de hasta 50 MB."
            file={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        name={kind === 'nube360' ? 'nube360_url' : 'tour360_url'}
        label={`${label}: o la URL de un visor externo`}
        type="url"
        placeholder="https://"
      />
    </Stack>
  );
}

export function ProjectTabMedia() {
  const { control } = useFormContext<ProjectFormInput>();
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {(['logo', 'cover_page'] as const).map((slot) => (
          <Controller
            key={slot}
            control={control}
            name={slot}
            render={({ field, fieldState }) => (
              <ImageInput
                label={slot === 'logo' ? 'Logo' : 'Portada'}
                file={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Controller
        control={control}
        name="gallery"
        render={({ field, fieldState }) => (
          <GalleryPicker
            files={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="brochure"
        render={({ field, fieldState }) => (
          <FileField
            label="Folleto (PDF)"
            accept="application/pdf,.pdf"
            hint="Un PDF de hasta 20 MB."
            file={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Asset kind="nube360" label="Nube 360" />
        <Asset kind="tour360" label="Tour 360" />
      </SimpleGrid>
    </Stack>
  );
}
