/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_NURSE_API_URL?: string;
  readonly VITE_CRM_API_URL?: string;
  readonly VITE_DOCTOR_API_URL?: string;
}
