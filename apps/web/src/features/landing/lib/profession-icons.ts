import {
  Activity,
  CalendarClock,
  Flame,
  GraduationCap,
  HeartPulse,
  House,
  Laptop,
  type LucideIcon,
  PartyPopper,
  TrendingUp,
  Truck,
  UtensilsCrossed,
  Wrench,
} from 'lucide-react';
import type { DemandLevel, ProfessionCategory } from './professions';

export const CATEGORY_ICONS: Record<ProfessionCategory, LucideIcon> = {
  trades: Wrench,
  services: House,
  food: UtensilsCrossed,
  tech: Laptop,
  transport: Truck,
  education: GraduationCap,
  health: HeartPulse,
  events: PartyPopper,
};

export const DEMAND_STYLES: Record<
  DemandLevel,
  { icon: LucideIcon; tone: 'success' | 'brand' | 'warning' | 'neutral' }
> = {
  veryHigh: { icon: Flame, tone: 'success' },
  high: { icon: TrendingUp, tone: 'brand' },
  growing: { icon: TrendingUp, tone: 'warning' },
  steady: { icon: Activity, tone: 'neutral' },
  seasonal: { icon: CalendarClock, tone: 'neutral' },
};
