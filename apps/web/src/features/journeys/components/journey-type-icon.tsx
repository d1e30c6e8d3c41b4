import type { JourneyType } from '@updately/shared/journey-types';
import {
  Baby,
  BriefcaseBusiness,
  Flower2,
  GraduationCap,
  Heart,
  House,
  Lock,
  ShieldAlert,
  type LucideIcon,
} from 'lucide-react';

import { cn } from '../../../lib/utils';

const ICONS: Record<JourneyType, LucideIcon> = {
  moving_house: House,
  changing_jobs: BriefcaseBusiness,
  getting_married: Heart,
  getting_hacked: ShieldAlert,
  having_baby: Baby,
  losing_loved_one: Flower2,
  graduation: GraduationCap,
};

/** The journey type's icon (a lock in safe mode); decorative, so always next to the type's name. */
export function JourneyTypeIcon({
  type,
  safe,
  className,
}: {
  type: JourneyType;
  safe?: boolean;
  className?: string;
}) {
  const Icon = safe ? Lock : ICONS[type];
  return <Icon aria-hidden="true" className={cn('size-5 shrink-0', className)} />;
}
