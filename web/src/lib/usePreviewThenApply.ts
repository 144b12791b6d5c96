// A bulk action with a preview (issuing certificates, inviting, reminding, writing to a group, deciding
// papers): the preview's answer is shown in a dialog, applying sends exactly that preview (by its
// previewId) and shows what was done in the same dialog; closing forgets both. The two mutations keep
// their own pending and failed states.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { failureText } from './failures';

interface Previewed {
  previewId: string;
}

export interface PreviewThenApply<P, R, V> {
  /** The preview's answer, then what applying it did; null while no dialog is open. */
  answer: P | R | null;
  showPreview: (variables: V) => void;
  apply: () => void;
  close: () => void;
  previewing: boolean;
  applying: boolean;
  /** Why the preview failed (shown beside its button while no dialog is open). */
  previewFailure: string | null;
  /** Why applying failed (shown in the dialog). */
  applyFailure: string | null;
}

export function usePreviewThenApply<P extends Previewed, R, V>(
  preview: UseMutationResult<P, unknown, V>,
  applying: UseMutationResult<R, unknown, string>,
  onApplied: (result: R) => void,
): PreviewThenApply<P, R, V> {
  const [answer, setAnswer] = useState<P | R | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  return {
    answer,
    showPreview: (variables) =>
      preview.mutate(variables, {
        onSuccess: (previewed) => {
          setAnswer(previewed);
          setPreviewId(previewed.previewId);
        },
      }),
    apply: () => {
      if (previewId === null) return;
      applying.mutate(previewId, {
        onSuccess: (result) => {
          setAnswer(result);
          onApplied(result);
        },
      });
    },
    close: () => {
      setAnswer(null);
      setPreviewId(null);
      applying.reset();
    },
    previewing: preview.isPending,
    applying: applying.isPending,
    previewFailure: answer ? null : failureText(preview.error),
    applyFailure: failureText(applying.error),
  };
}
