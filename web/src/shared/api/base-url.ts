/** Where the backend's API lives, on this origin (nginx or the simulator forwards it). */
export const API_BASE_URL = '/api';
