import { useRef, useState } from 'react';
import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import type { FormFailure } from './formFailure';

/** The parts of a react-hook-form form the feedback reads and writes (whatever its resolver outputs). */
export type FeedbackForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'formState' | 'getFieldState' | 'getValues' | 'register' | 'setError'
>;

/** What a MUI field needs to show its error: `error` and `helperText`. */
export interface FieldErrorProps {
  error: boolean;
  helperText: string | undefined;
}

export interface ServerFailureOptions {
  /** Focus the field a server message lands on. */
  shouldFocus?: boolean;
}

export interface FieldFeedback<T extends FieldValues> {
  /** The field's error message, once the field was changed and left, or the form submitted. */
  shownError: (name: FieldPath<T>) => string | undefined;
  /**
   * `error` and `helperText` for a MUI field: the shown error, whose text is left out when the
   * form's alert already says it (the field is still marked).
   */
  fieldProps: (name: FieldPath<T>) => FieldErrorProps;
  /** The form's `register(name, options)` with the field's `fieldProps(name)`, to spread on a MUI text field. */
  registerField: <N extends FieldPath<T>>(
    name: N,
    options?: RegisterOptions<T, N>,
  ) => UseFormRegisterReturn<N> & FieldErrorProps;
  /** The server's refusal for the form's alert; null before a refusal and while sending again. */
  formError: string | null;
  /**
   * A submit handler for valid values: clears the alert, sends, and shows the server's refusal:
   * its message in `formError`, its field messages on the form's fields (as 'server' errors).
   */
  withServerFailure: <V>(
    send: (values: V) => Promise<FormFailure<FieldPath<T>> | undefined>,
    options?: ServerFailureOptions,
  ) => (values: V) => Promise<void>;
}

/**
 * How a form shows its problems: a field's error only once it was changed and left or the form
 * submitted, and the server's refusal on the fields it names or in the form's alert.
 */
export function useFieldFeedback<T extends FieldValues>(form: FeedbackForm<T>): FieldFeedback<T> {
  const { formState, getFieldState, getValues, register, setError } = form;
  const [formError, setFormError] = useState<string | null>(null);

  // Fields the user has changed at some point (typed in, picked, even if emptied again since).
  const changed = useRef(new Set<string>()).current;
  const shownError = (name: FieldPath<T>): string | undefined => {
    const { isTouched, isDirty, error } = getFieldState(name, formState);
    if (isDirty) changed.add(name);
    // A field the user changed and left says what is wrong; one merely tabbed past says nothing until
    // the form is submitted (a keyboard user moving through the form is not making mistakes).
    return (isTouched && changed.has(name)) || formState.isSubmitted ? error?.message : undefined;
  };

  const fieldProps = (name: FieldPath<T>): FieldErrorProps => {
    const message = shownError(name);
    return { error: Boolean(message), helperText: message === formError ? undefined : message };
  };

  const registerField = <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...fieldProps(name),
    ...register(name, options),
  });

  /** Only the form's own (top-level) fields take server messages. */
  const isFormField = (name: string): name is FieldPath<T> => Object.hasOwn(getValues(), name);

  const withServerFailure =
    <V>(
      send: (values: V) => Promise<FormFailure<FieldPath<T>> | undefined>,
      { shouldFocus = false }: ServerFailureOptions = {},
    ) =>
    async (values: V): Promise<void> => {
      setFormError(null);
      const failure = await send(values);
      if (!failure) return;
      setFormError(failure.message ?? null);
      for (const name of Object.keys(failure.fields ?? {})) {
        if (!isFormField(name)) continue;
        const message = failure.fields?.[name];
        if (message) setError(name, { type: 'server', message }, { shouldFocus });
      }
    };

  return { shownError, fieldProps, registerField, formError, withServerFailure };
}
