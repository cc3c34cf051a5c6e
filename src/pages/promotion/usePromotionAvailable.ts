import { PROMOTION_ACCOUNT_TYPES } from 'schemas/enums';
import { useAccess } from 'src/access';

/** Promotion is a function of Broker and PremiumAdvertiser accounts only (SPEC 6); staff see it everywhere. */
export function usePromotionAvailable(): boolean {
  const { activeAccount, isStaff } = useAccess();
  if (!activeAccount) return isStaff;
  return (PROMOTION_ACCOUNT_TYPES as readonly number[]).includes(activeAccount.accountType);
}
