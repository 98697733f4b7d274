import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/errors';

export type AlertSeverity = 'success' | 'error';

export interface AlertState {
  id: number;
  severity: AlertSeverity;
  message: string;
}

export interface AlertApi {
  /** Shows a success banner, e.g. '{name} Successfully created!'. */
  success(message: string): void;
  /** Shows an error banner: a string as is, anything else through errorMessage() (server text or the generic one). */
  error(errorOrMessage: unknown): void;
  /** Hides whatever is shown (logout clears alerts). */
  clear(): void;
}

interface AlertContextValue extends AlertApi {
  current: AlertState | null;
}

const AlertContext = createContext<AlertContextValue | null>(null);

export function AlertProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AlertState | null>(null);

  const show = useCallback((severity: AlertSeverity, message: string) => {
    setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, severity, message }));
  }, []);

  const value = useMemo<AlertContextValue>(
    () => ({
      current,
      success: (message) => show('success', message),
      error: (errorOrMessage) => {
        if (typeof errorOrMessage === 'string') {
          show('error', errorOrMessage);
          return;
        }
        console.error(errorOrMessage);
        show('error', errorMessage(errorOrMessage));
      },
      clear: () => setCurrent(null),
    }),
    [current, show],
  );

  return <AlertContext.Provider value={value}>{children}</AlertContext.Provider>;
}

function useAlertContext(): AlertContextValue {
  const value = useContext(AlertContext);
  if (value === null) throw new Error('useAlert must be used inside <AlertProvider>');
  return value;
}

/** The alert banner's API: `useAlert().success(msg)`, `.error(errOrMsg)`, `.clear()`. */
export function useAlert(): AlertApi {
  const { success, error, clear } = useAlertContext();
  return useMemo(() => ({ success, error, clear }), [success, error, clear]);
}

/** The alert being shown, for the banner. */
export function useCurrentAlert(): AlertState | null {
  return useAlertContext().current;
}
