// The Mantine styles only the seller panel uses, after the base ones the app already loads
// (app/mantine-styles.ts); they ship in the panel's CSS chunk, never the storefront's.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
// SegmentedControl's sliding highlight is a FloatingIndicator, whose own sheet places it.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/charts/styles.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Combobox.css';
