export { CalendarScene } from './CalendarScene';
export { FrontDeskScene } from './FrontDeskScene';
export { HeadsetScene } from './HeadsetScene';
export { MapScene } from './MapScene';
