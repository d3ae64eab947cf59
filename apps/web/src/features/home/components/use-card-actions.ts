import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type CardActions, serviceIframPath } from '../../../components/card-preview/index.ts';
import { useOpenService } from '../../../components/service-open/index.ts';
import { linkTarget } from '../lib/link-target.ts';

/**
 * What clicks on home-page card items do: services open the SPEC §9 way
 * (1001/1002/1003, through the service hall's opener), tools go to the iframe
 * page as an openServiceIfram request (SPEC §2), other items open their address.
 */
export function useCardActions(): CardActions {
  const navigate = useNavigate();
  const openService = useOpenService();
  return useMemo<CardActions>(
    () => ({
      showMore: true,
      // Card rows come from the user's own visible services, so the visitor rules do not apply.
      openService: (s) => openService({ ...s, visitorVisible: true }),
      openTool: (tool) => navigate(serviceIframPath(tool.url)),
      openLink: (url) => {
        const target = linkTarget(url);
        if (target?.kind === 'route') navigate(target.path);
        else if (target?.kind === 'newTab') window.open(target.url, '_blank', 'noopener');
      },
    }),
    [navigate, openService],
  );
}
