import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { ZRatePreviewRequest } from '@dealer/contracts/game-points';
import { confirm, confirmSaveConfiguration } from '../../../shared/ui/dialogs';
import { confirmTexts } from '../../../shared/ui/confirmTexts';
import { fetchRatePreview, gameKeys } from '../api';
import { RewardPriceChanges } from './RewardPriceChanges';

const isRate = (value: unknown): value is number =>
  ZRatePreviewRequest.shape.pointConversionRateIDR.safeParse(value).success;

/**
 * The effect of a conversion rate being typed, before it is saved: each reward's points now and
 * at the typed rate (`changes`, while the rate is valid and differs from the saved one), and the
 * confirmation that shows them again (`confirmSave`).
 */
export function useRatePreview<V extends { pointConversionRateIDR: number }>(
  form: FormInstance<V>,
  savedRate: number | undefined,
) {
  const client = useQueryClient();
  const typed: unknown = Form.useWatch('pointConversionRateIDR', form);
  const rate = isRate(typed) && typed !== savedRate ? typed : undefined;
  const preview = useQuery({
    queryKey: gameKeys.ratePreview(rate ?? 0),
    queryFn: ({ signal }) => fetchRatePreview(rate!, signal),
    enabled: rate !== undefined,
  });

  /** 'Do you want to save this configuration?', with the rewards' new prices when the rate moves. */
  const confirmSave = async (nextRate: number): Promise<boolean> => {
    if (nextRate === savedRate) return confirmSaveConfiguration('save');
    const changes = await client
      .fetchQuery({
        queryKey: gameKeys.ratePreview(nextRate),
        queryFn: ({ signal }) => fetchRatePreview(nextRate, signal),
      })
      .catch(() => undefined);
    // The preview call has told the user why it failed; nothing is saved unseen.
    if (!changes) return false;
    return confirm(
      <>
        <p>{confirmTexts.saveConfiguration('save')}</p>
        <RewardPriceChanges changes={changes} />
      </>,
    );
  };

  return { rate, changes: rate === undefined ? undefined : preview.data, confirmSave };
}
