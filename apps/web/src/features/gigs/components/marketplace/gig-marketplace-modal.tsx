export interface GigMarketplaceModalProps {
  open: boolean;
  initialGigId?: string;
  onOpenChange(open: boolean): void;
}

// PLACEHOLDER until the marketplace modal lands (issue 4).
export function GigMarketplaceModal(_props: GigMarketplaceModalProps) {
  return null;
}
