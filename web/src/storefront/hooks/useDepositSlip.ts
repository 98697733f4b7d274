import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERIC_SERVER_ERROR } from '../../lib/constants';
import { UploadError } from '../../lib/upload';
import { depositSlipProblem, uploadDepositSlip } from '../depositSlip';

/** One deposit slip being picked: uploaded as soon as it is picked, so its uuid is ready at submit. */
export interface DepositSlip {
  /** The picked photo, shown before and while it uploads. */
  previewUrl: string | null;
  fileName: string | null;
  /** 0..1 while uploading; null otherwise. */
  progress: number | null;
  /** The stored slip's uuid, once uploaded. */
  uuid: string | null;
  /** Why the photo was refused or did not arrive, in plain words. */
  error: string | null;
  uploading: boolean;
  pick: (file: File) => void;
  remove: () => void;
}

interface State {
  previewUrl: string | null;
  fileName: string | null;
  progress: number | null;
  uuid: string | null;
  error: string | null;
}

const EMPTY: State = { previewUrl: null, fileName: null, progress: null, uuid: null, error: null };

const createPreview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const revokePreview = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

export function useDepositSlip(appUuid: string): DepositSlip {
  const [state, setState] = useState<State>(EMPTY);
  const upload = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const reset = useCallback(() => {
    upload.current?.abort();
    upload.current = null;
    revokePreview(preview.current);
    preview.current = null;
  }, []);
  useEffect(() => reset, [reset]);

  const pick = useCallback(
    (file: File) => {
      reset();
      const problem = depositSlipProblem(file);
      if (problem) {
        setState({ ...EMPTY, fileName: file.name, error: problem });
        return;
      }
      const controller = new AbortController();
      upload.current = controller;
      preview.current = createPreview(file);
      setState({ ...EMPTY, previewUrl: preview.current, fileName: file.name, progress: 0 });
      uploadDepositSlip(
        appUuid,
        file,
        (progress) => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, progress }));
        },
        controller.signal,
      ).then(
        (slip) => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, progress: null, uuid: slip.uuid }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof UploadError ? error.message : GENERIC_SERVER_ERROR;
          setState((s) => ({ ...s, progress: null, error: message }));
        },
      );
    },
    [appUuid, reset],
  );

  const remove = useCallback(() => {
    reset();
    setState(EMPTY);
  }, [reset]);

  return { ...state, uploading: state.progress !== null, pick, remove };
}
