import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { GENERIC_SERVER_ERROR } from '../../../../lib/constants';
import { formatFileSize } from '../../../../lib/validation';
import {
  ACCEPTED_PHOTO_TYPES,
  MAX_PHOTO_BYTES,
  type Photo,
  PhotoUploadError,
  photoFileProblem,
  uploadPhoto,
} from '../../upload';

export interface PhotoUploaderProps {
  appUuid: string;
  /** The product's photos in display order; the first is the cover. */
  value: Photo[];
  onChange(photos: Photo[]): void;
  /** At most this many photos (default 10, the server's limit per product). */
  max?: number;
  /** The largest file the store's plan takes (bytes; default 5MB, the free plan's). */
  maxBytes?: number;
  /** The heading (default "Photos"; a single image, e.g. a QR code or a deposit slip, names itself). */
  label?: string;
}

interface Pending {
  id: number;
  file: File;
  /** 0..1 */
  progress: number;
}

interface Failure {
  id: number;
  name: string;
  message: string;
}

export const tooManyPhotos = (max: number) =>
  max === 1 ? 'Remove the photo to choose another' : `You can add at most ${max} photos`;

const tileSx = {
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: 1,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'action.hover',
} as const;

/**
 * Picks or drops photos, checks each in the browser (size, then type by content) with the server's
 * messages, uploads them one at a time with a progress bar, and shows the product's photos as a grid
 * of thumbnails that can be removed or moved. Works at phone width (390 px): three thumbnails a row.
 */
export function PhotoUploader({
  appUuid,
  value,
  onChange,
  max = 10,
  label = 'Photos',
  maxBytes = MAX_PHOTO_BYTES,
}: PhotoUploaderProps) {
  // One image (a QR code, a deposit slip): no cover, no order, no count.
  const single = max === 1;
  const [pending, setPending] = useState<Pending[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  // Uploads finish one after another: each must add to the photos as they are now, not as rendered.
  const latest = useRef(value);
  const changed = useRef(onChange);
  const queue = useRef<Pending[]>([]);
  const running = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = value;
    changed.current = onChange;
  }, [value, onChange]);
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const commit = (next: Photo[]) => {
    latest.current = next;
    changed.current(next);
  };
  const fail = (name: string, message: string) =>
    setFailures((list) => [...list, { id: nextId.current++, name, message }]);

  const pump = async () => {
    if (running.current) return;
    running.current = true;
    for (let item = queue.current[0]; item; item = queue.current[0]) {
      const id = item.id;
      try {
        const photo = await uploadPhoto(
          appUuid,
          item.file,
          (progress) => setPending((list) => list.map((p) => (p.id === id ? { ...p, progress } : p))),
          abort.current?.signal,
        );
        commit([...latest.current, { uuid: photo.uuid, url: photo.url, thumbnailUrl: photo.thumbnailUrl }]);
      } catch (err) {
        if (abort.current?.signal.aborted) break;
        fail(item.file.name, err instanceof PhotoUploadError ? err.message : GENERIC_SERVER_ERROR);
      }
      queue.current.shift();
      setPending((list) => list.filter((p) => p.id !== id));
    }
    running.current = false;
  };

  const addFiles = async (files: readonly File[]) => {
    for (const file of files) {
      if (latest.current.length + queue.current.length >= max) {
        fail(file.name, tooManyPhotos(max));
        continue;
      }
      const problem = await photoFileProblem(file, maxBytes);
      if (problem) {
        fail(file.name, problem);
        continue;
      }
      const item = { id: nextId.current++, file, progress: 0 };
      queue.current.push(item);
      setPending((list) => [...list, item]);
    }
    void pump();
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };
  const move = (uuid: string, by: -1 | 1) => {
    const next = [...latest.current];
    const index = next.findIndex((p) => p.uuid === uuid);
    const [photo] = index < 0 ? [] : next.splice(index, 1);
    if (!photo) return;
    next.splice(Math.max(0, Math.min(next.length, index + by)), 0, photo);
    commit(next);
  };
  const remove = (uuid: string) => commit(latest.current.filter((p) => p.uuid !== uuid));
  const full = value.length + pending.length >= max;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        {single ? null : (
          <Typography variant="caption" color="text.secondary">
            {value.length} of {max}
          </Typography>
        )}
      </Stack>
      {value.length + pending.length > 0 ? (
        <Box
          component="ul"
          aria-label="Photos"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
          }}
        >
          {value.map((photo, index) => (
            <Box component="li" key={photo.uuid} sx={tileSx}>
              <Box
                component="img"
                src={photo.thumbnailUrl}
                alt={`Photo ${index + 1}${index === 0 && !single ? ' (cover)' : ''}`}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              {index === 0 && !single ? (
                <Chip
                  label="Cover"
                  size="small"
                  sx={{ position: 'absolute', top: 4, left: 4, bgcolor: 'background.paper' }}
                />
              ) : null}
              <Stack
                direction="row"
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  justifyContent: single ? 'center' : 'space-between',
                  bgcolor: 'rgba(0,0,0,0.55)',
                  '& .MuiIconButton-root': { color: 'common.white' },
                  '& .Mui-disabled': { opacity: 0.35 },
                }}
              >
                {single ? null : (
                  <IconButton
                    size="small"
                    aria-label={`Move photo ${index + 1} left`}
                    disabled={index === 0}
                    onClick={() => move(photo.uuid, -1)}
                  >
                    <ChevronLeft fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  size="small"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => remove(photo.uuid)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
                {single ? null : (
                  <IconButton
                    size="small"
                    aria-label={`Move photo ${index + 1} right`}
                    disabled={index === value.length - 1}
                    onClick={() => move(photo.uuid, 1)}
                  >
                    <ChevronRight fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            </Box>
          ))}
          {pending.map((p) => (
            <Box
              component="li"
              key={`pending-${p.id}`}
              sx={{
                ...tileSx,
                p: 1,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                gap: 1,
              }}
            >
              <Typography variant="caption" noWrap title={p.file.name}>
                {p.file.name}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(p.progress * 100)}
                aria-label={`Uploading ${p.file.name}`}
              />
            </Box>
          ))}
        </Box>
      ) : null}
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
        }}
      >
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={full}
          onClick={() => input.current?.click()}
        >
          {single ? 'Add photo' : 'Add photos'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {full
            ? tooManyPhotos(max)
            : single
              ? `or drop it here. JPG, PNG, WebP or GIF, less than ${formatFileSize(maxBytes)}.`
              : `or drop them here. JPG, PNG, WebP or GIF, less than ${formatFileSize(maxBytes)} each. The first photo is the cover.`}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES}
          multiple
          hidden
          aria-label="Choose photos"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void addFiles(files);
          }}
        />
      </Box>
      {failures.map((f) => (
        <Alert
          key={f.id}
          severity="error"
          onClose={() => setFailures((list) => list.filter((x) => x.id !== f.id))}
        >
          <AlertTitle sx={{ wordBreak: 'break-all' }}>{f.name}</AlertTitle>
          {f.message}
        </Alert>
      ))}
    </Stack>
  );
}
