// Floor plans by unit model: each model with its current plan; choose one or several models and
// one image to set (or replace) their plan at once.
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  EmptyState,
  HStack,
  IconButton,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LayoutPanelTop, Trash2 } from 'lucide-react';
import type { ModelsByProjectQuery } from '../../../../graphql/generated/client/graphql';
import { ImageInput } from '../../../components/file-drop/file-drop';
import { FormAlert } from '../../../components/form-alert';
import { PROJECT_IMAGE_ACCEPT, PROJECT_IMAGE_MAX_BYTES, type ProjectMedia } from './media.types';

export type ProjectModel = ModelsByProjectQuery['modelsbyproject'][number];

export interface FloorPlansSectionProps {
  models: readonly ProjectModel[];
  loading?: boolean;
  saving?: boolean;
  error?: string | null;
  /** Resolves when the plan is stored: the choice is then cleared. */
  onUpload(models: string[], file: File): Promise<unknown> | void;
  onDelete(model: string, media: ProjectMedia): void;
}

export function FloorPlansSection(props: FloorPlansSectionProps) {
  const { models, loading = false, saving = false, error = null } = props;
  const [chosen, setChosen] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const allChosen = models.length > 0 && chosen.length === models.length;

  async function upload() {
    if (!file || chosen.length === 0) return;
    try {
      await props.onUpload(chosen, file);
      setChosen([]);
      setFile(null);
    } catch {
      // The panel shows the server's reason; the choice stays for another try.
    }
  }

  if (loading) return <Skeleton height="40" />;
  if (models.length === 0)
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LayoutPanelTop aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title>Este proyecto aún no tiene modelos.</EmptyState.Title>
          <EmptyState.Description>
            Los modelos vienen de las unidades: crea o importa unidades para asignarles planos.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack gap="4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Checkbox.Root
        size="sm"
        checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
        onCheckedChange={() => setChosen(allChosen ? [] : models.map((m) => m.model))}
        disabled={saving}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Seleccionar todos los modelos</Checkbox.Label>
      </Checkbox.Root>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 4 }} gap="3">
        {models.map(({ model, medias }) => {
          const plan = medias[0] ?? null;
          return (
            <Stack
              as="li"
              key={model}
              gap="2"
              p="3"
              borderWidth="1px"
              borderRadius="l3"
              bg="bg.panel"
            >
              <Checkbox.Root
                size="sm"
                checked={chosen.includes(model)}
                disabled={saving}
                onCheckedChange={({ checked }) =>
                  setChosen((now) =>
                    checked === true ? [...now, model] : now.filter((m) => m !== model),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">Modelo {model}</Checkbox.Label>
              </Checkbox.Root>
              <Box
                aspectRatio={4 / 3}
                bg="bg.muted"
                borderRadius="l2"
                overflow="hidden"
                display="flex"
                alignItems="center"
                justifyContent="center"
              >
                {plan ? (
                  <Image
                    src={plan.full_url}
                    alt={`Plano del modelo ${model}`}
                    boxSize="full"
                    fit="contain"
                  />
                ) : (
                  <Text textStyle="sm" color="fg.muted">
                    Sin plano
                  </Text>
                )}
              </Box>
              {plan ? (
                <HStack justify="flex-end">
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Eliminar el plano del modelo ${model}`}
                    disabled={saving}
                    onClick={() => props.onDelete(model, plan)}
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                </HStack>
              ) : null}
            </Stack>
          );
        })}
      </SimpleGrid>
      <Stack gap="3" p="4" borderWidth="1px" borderRadius="l3" bg="bg.subtle" maxW="xl">
        <ImageInput
          label="Imagen del plano"
          file={file}
          onChange={setFile}
          accept={PROJECT_IMAGE_ACCEPT}
          maxBytes={PROJECT_IMAGE_MAX_BYTES}
          disabled={saving}
        />
        <Button
          alignSelf="flex-start"
          colorPalette="primary"
          disabled={!file || chosen.length === 0}
          loading={saving}
          loadingText="Guardando plano…"
          onClick={() => void upload()}
        >
          {chosen.length === 0
            ? 'Elige uno o más modelos'
            : `Asignar plano a ${chosen.length === 1 ? '1 modelo' : `${chosen.length} modelos`}`}
        </Button>
      </Stack>
    </Stack>
  );
}
