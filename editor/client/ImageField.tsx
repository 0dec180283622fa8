import { Button, FileInput, Image, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { JsonObject } from '../api-types.ts';
import { ApiFailure, api } from './api.ts';
import { DialogActions } from './DialogActions.tsx';
import { copy } from './copy.ts';
import { isObject } from './data.ts';
import { type FieldProps, type ObjectFieldsRenderer, useForm } from './form-context.ts';

/**
 * An image: its fields, and a button that uploads a photo into public/images/ or beside the page (the server checks
 * it as the build does) and asks what the photo shows before it is used.
 */
export function ImageField({ schema, path, value, ObjectFields }: FieldProps & { ObjectFields: ObjectFieldsRenderer }) {
  const { change, file } = useForm();
  const [opened, { open, close }] = useDisclosure(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [place, setPlace] = useState<'public' | 'beside'>('public');
  const [folder, setFolder] = useState('foto');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const record: JsonObject = isObject(value) ? value : {};
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = async () => {
    if (!photo) return setProblem(copy.chooseImage);
    if (alt.trim() === '') return setProblem(copy.altRequired);
    setBusy(true);
    setProblem(undefined);
    const form = new FormData();
    form.set('photo', photo);
    form.set('place', place);
    form.set('folder', folder);
    form.set('page', file);
    try {
      const { src } = await api.upload(form);
      const { width: _width, height: _height, ...kept } = record;
      change(path, { ...kept, src, alt: alt.trim() });
      close();
      setPhoto(null);
      setAlt('');
    } catch (error) {
      setProblem(error instanceof ApiFailure ? error.body.message : copy.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <ObjectFields schema={schema} path={path} value={record} />
      <Button variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} onClick={open} style={{ alignSelf: 'flex-start' }}>
        {copy.chooseImage}
      </Button>
      <Modal opened={opened} onClose={close} title={copy.altTitle} size="lg">
        <Stack>
          <FileInput
            label={copy.chooseImage}
            accept="image/jpeg,image/png,image/webp,image/avif"
            value={photo}
            onChange={setPhoto}
            clearable
          />
          {preview ? <Image src={preview} alt="" h={160} fit="contain" /> : null}
          <Textarea
            label={copy.imageAlt}
            description={copy.altHelp}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            withAsterisk
            autosize
            minRows={2}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="dove-foto">
              {copy.uploadPlace}
            </Text>
            <SegmentedControl
              aria-labelledby="dove-foto"
              value={place}
              onChange={(next) => setPlace(next === 'beside' ? 'beside' : 'public')}
              data={[
                { value: 'public', label: copy.uploadPublic },
                { value: 'beside', label: copy.uploadBeside },
              ]}
            />
          </div>
          {place === 'public' ? (
            <TextInput label={copy.uploadFolder} value={folder} onChange={(event) => setFolder(event.currentTarget.value)} />
          ) : null}
          <DialogActions problem={problem} onCancel={close}>
            <Button onClick={submit} loading={busy}>
              {copy.altConfirm}
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
    </Stack>
  );
}
