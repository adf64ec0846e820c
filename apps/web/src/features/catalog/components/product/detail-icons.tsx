import { IconEye, IconMaximize, IconPhoto } from '@tabler/icons-react';
import { LineIcon, type IconProps } from '../../../../components/ui/icons';

// Icons only the product and store pages use, drawn like the shared set.
export const ExpandIcon = (p: IconProps) => <LineIcon icon={IconMaximize} {...p} />;
export const EyeIcon = (p: IconProps) => <LineIcon icon={IconEye} {...p} />;
export const ImageIcon = (p: IconProps) => <LineIcon icon={IconPhoto} {...p} />;
