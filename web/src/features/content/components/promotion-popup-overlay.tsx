import { PromotionAction } from '@casino/contracts/content/enums';
import type { Promotion } from '@casino/contracts/content/schemas';
import { filesEndpoints } from '@casino/contracts/files/endpoints';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../shared/api/api-client';
import { paths } from '../../../shared/config/paths';
import { DESKTOP_MIN_WIDTH_PX } from '../../../shared/hooks/use-layout';
import type { OverlayComponentProps } from '../../../shared/overlays/overlay-names';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { useCurrentPromotion } from '../api/get-current-promotion';
import '../content.css';

/** Runs a promotion's action (spec 01 sections 3 and 4); the popup has closed already. */
export function runPromotionAction(promotion: Promotion, navigate: (path: string) => void): void {
  switch (promotion.action) {
    case PromotionAction.DEPOSIT:
      openOverlay('deposit');
      return;
    case PromotionAction.INVITE:
      openOverlay('inviteBonus');
      return;
    case PromotionAction.REGISTER:
      navigate(paths.join);
      return;
    case PromotionAction.LAUNCH_GAME:
      if (promotion.gameId !== null) openOverlay('gamePlay', { id: promotion.gameId, playForFun: 0 });
      return;
    case PromotionAction.CLOSE_ONLY:
      return;
  }
}

/** Background art (desktop or mobile variant), the action button and a close icon. */
export function PromotionPopupOverlay({ onClose }: OverlayComponentProps<'promotionPopup'>) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { data: user } = useSessionUser();
  const { data: promotion, isSuccess } = useCurrentPromotion(user?.id);
  const nothingToShow = isSuccess && !promotion;
  useEffect(() => {
    // Nothing to promote (any more): the popup closes unseen.
    if (nothingToShow) onClose();
  }, [nothingToShow, onClose]);
  if (!promotion) return null;
  const image = (id: number) => apiClient.url(filesEndpoints.fileGet, { id });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('promotion.title')}
      hideTitle
      className="promotion-popup"
      footer={
        <Button
          size="lg"
          fullWidth
          data-autofocus
          onClick={() => {
            onClose();
            runPromotionAction(promotion, navigate);
          }}
        >
          {promotion.buttonText}
        </Button>
      }
    >
      <picture className="promotion-popup__art">
        <source media={`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`} srcSet={image(promotion.bgImg)} />
        <img src={image(promotion.mobileBgImg)} alt="" />
      </picture>
    </Modal>
  );
}
