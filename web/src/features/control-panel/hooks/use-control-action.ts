import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast-store';
import { CONTROL_PANEL_KEY } from '../api/control-query-keys';
import { reloadWithMessage } from './reload-flash';

export interface ControlActionOptions<TInput, TData> {
  run: (input: TInput) => Promise<TData>;
  /** The confirmation toast, already translated. */
  confirm: (data: TData, input: TInput) => string;
  /** 'reload' when the app must show the change (flags, policy, world); 'panel' refreshes only the panel. */
  after: 'reload' | 'panel';
}

/** One control-plane change: run it, confirm it in a toast, then reload the app or the panel. */
export function useControlAction<TInput, TData>({
  run,
  confirm,
  after,
}: ControlActionOptions<TInput, TData>) {
  const { t } = useTranslation('control-panel');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (data, input) => {
      const message = confirm(data, input);
      if (after === 'reload') return reloadWithMessage(message);
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: [CONTROL_PANEL_KEY] });
    },
    onError: (error) => toast.error(t('failed', { message: (error as Error).message })),
  });
}
