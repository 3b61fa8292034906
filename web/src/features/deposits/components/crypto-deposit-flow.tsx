import { parseSlashAmounts } from '@casino/contracts/core/money';
import {
  CryptoCoinA,
  type CryptoCoinB,
  DepositMethodCode,
  type DepositMethodCodeValue,
} from '@casino/contracts/deposits/enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerMessage } from '../../../shared/api/player-message';
import { alertDialog } from '../../../shared/ui/dialog-store';
import { RadioGroup } from '../../../shared/ui/form-field';
import { toast } from '../../../shared/ui/toast-store';
import { createCryptoChargeB } from '../api/crypt-deposit-order';
import { createCryptoChargeA } from '../api/crypto-deposit';
import { useDepositAmount } from '../hooks/use-deposit-amount';
import { presetsWith } from '../lib/deposit-validation';
import { type CryptoCharge, CryptoPayScreen } from './crypto-pay-screen';
import { DepositAmountForm } from './deposit-amount-form';
import type { DepositFlowProps } from './deposit-flow-types';

/** Variant B's networks say which chain the token travels on. */
const COIN_B_LABELS: Record<keyof typeof CryptoCoinB, string> = {
  btc: 'BTC',
  eth: 'ETH',
  bep20: 'BNB (BEP20)',
  erc20: 'USDT (ERC20)',
  ltc: 'LTC',
  doge: 'DOGE',
};

// A refusal by a limit, break or self-exclusion is said in the player's language.
const messageOf = playerMessage;

/** Crypto A (CRYPTO: bitcoin, ethereum, tether, litecoin) and B (CRYPT: btc, eth, bep20, erc20, ltc, doge). */
export function CryptoDepositFlow(props: DepositFlowProps) {
  const { t } = useTranslation('deposits');
  const { method, member, config } = props;
  const variantA = method.code === DepositMethodCode.CRYPTO;
  const coins = variantA
    ? Object.entries(CryptoCoinA).map(([value, label]) => ({ value, label }))
    : Object.entries(COIN_B_LABELS).map(([value, label]) => ({ value, label }));
  // A voucher's price starts chosen.
  const presets = presetsWith(parseSlashAmounts(config.paymentAmounts), props.initialAmount);
  const { choice, validate } = useDepositAmount({
    defaultPreset: props.initialAmount ?? null,
    minimum: config.minimumAmount,
    currency: member.currency,
    capped: true,
  });
  const [coin, setCoin] = useState<string | null>(null);
  const [charge, setCharge] = useState<CryptoCharge | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (amount: number, chosen: string): Promise<CryptoCharge> => {
    const label = coins.find((item) => item.value === chosen)?.label ?? chosen;
    if (variantA) {
      const created = await createCryptoChargeA({ amount, memberId: member.id });
      const address = created.addresses[chosen];
      const coinAmount = created.pricing[chosen]?.amount;
      if (!address || coinAmount === undefined) throw new Error(t('deposit.failedCreate'));
      return {
        depositId: created.depositId,
        address,
        coinAmount: String(coinAmount),
        coinLabel: label,
        amount,
        currency: member.currency,
        memberId: member.id,
        method: method.code as DepositMethodCodeValue,
      };
    }
    const created = await createCryptoChargeB({
      amount,
      memberId: member.id,
      depositCurrency: chosen as keyof typeof CryptoCoinB,
    });
    return {
      depositId: created.depositId,
      address: created.address,
      coinAmount: String(created.coinNum),
      coinLabel: label,
      amount,
      currency: member.currency,
      memberId: member.id,
      method: method.code as DepositMethodCodeValue,
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = validate();
    if (amount === null) return;
    if (!coin) {
      await alertDialog({ message: t('crypto.coinTip') });
      return;
    }
    setBusy(true);
    try {
      setCharge(await create(amount, coin));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (charge) {
    return (
      <CryptoPayScreen
        method={method}
        charge={charge}
        onDone={props.onDone}
        onStartAgain={() => setCharge(null)}
      />
    );
  }
  return (
    <DepositAmountForm flow={props} onSubmit={onSubmit} presets={presets} choice={choice} busy={busy}>
      <RadioGroup
        label={t('crypto.chooseCoin')}
        name="coin"
        options={coins}
        value={coin}
        onChange={setCoin}
        inline
      />
    </DepositAmountForm>
  );
}
