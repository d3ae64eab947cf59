import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { serviceIframPath } from './frame.ts';

/** Carries out an openServiceIfram request: the tool in the iframe page (SPEC §2 "Embedded pages"). */
export function useOpenServiceIfram(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback((url: string) => navigate(serviceIframPath(url)), [navigate]);
}
