import AnalyticsOptOut from '../../views/islands/AnalyticsOptOut';
import { mount } from '../mount';

export default mount(AnalyticsOptOut);
