// What tests elsewhere may use of the admission domain: a kit that signs people in and admits them.
export { admissionKit, artistIds, type AdmissionKit } from './admission-kit.ts';
