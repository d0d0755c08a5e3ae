//! Which graphics API the window asks for, and in what order it tries the
//! others when one gives no device.
//!
//! A school's PC with an old or broken DirectX 12 driver, or a Linux
//! machine without a Vulkan driver, can still draw through another API;
//! the window tries each in turn ([`try_order`]) and logs which one runs.
//! A player (or `--gpu`, or `gpu = "gl"` in `settings.toml`) may put one
//! first.

use std::fmt;

/// A graphics API the window can draw through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GraphicsApi {
    /// Direct3D 12: Windows' own.
    Dx12,
    /// Vulkan: Linux's first choice, and Windows' second.
    Vulkan,
    /// Metal: macOS's only one.
    Metal,
    /// OpenGL (OpenGL ES through EGL or WGL): the oldest drivers have it.
    Gl,
}

impl GraphicsApi {
    /// Every API, in the order `--help` lists them.
    pub const ALL: [Self; 4] = [Self::Dx12, Self::Vulkan, Self::Metal, Self::Gl];

    /// The name `--gpu` and `settings.toml` take.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Dx12 => "dx12",
            Self::Vulkan => "vulkan",
            Self::Metal => "metal",
            Self::Gl => "gl",
        }
    }

    /// The API a name means, in any case (`opengl` is `gl`); `None` for
    /// `auto` and anything unknown.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        let name = name.trim().to_ascii_lowercase();
        match name.as_str() {
            "opengl" => Some(Self::Gl),
            "d3d12" | "directx12" => Some(Self::Dx12),
            _ => Self::ALL.into_iter().find(|api| api.name() == name),
        }
    }
}

impl fmt::Display for GraphicsApi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What `--gpu` and the `gpu` setting say: let the window choose, or put
/// one API first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GpuChoice {
    /// The platform's own order.
    #[default]
    Auto,
    /// This API first, then the platform's order for the rest.
    First(GraphicsApi),
}

impl GpuChoice {
    /// `auto`, or an API's name.
    ///
    /// # Errors
    /// A name that is neither, with the names there are.
    pub fn parse(text: &str) -> Result<Self, String> {
        if text.trim().eq_ignore_ascii_case("auto") {
            return Ok(Self::Auto);
        }
        GraphicsApi::from_name(text)
            .map(Self::First)
            .ok_or_else(|| {
                let names: Vec<&str> = GraphicsApi::ALL.iter().map(|api| api.name()).collect();
                format!("unknown graphics API {text:?}: auto, {}", names.join(", "))
            })
    }
}

impl fmt::Display for GpuChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Auto => f.write_str("auto"),
            Self::First(api) => write!(f, "{api} first"),
        }
    }
}

/// The system the game was built for: each has its own APIs and order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Platform {
    /// Windows: DX12, Vulkan, OpenGL.
    Windows,
    /// macOS: Metal.
    MacOs,
    /// Linux and the BSDs.
    Unix,
}

impl Platform {
    /// The platform this binary runs on.
    #[must_use]
    pub const fn current() -> Self {
        if cfg!(windows) {
            Self::Windows
        } else if cfg!(target_os = "macos") {
            Self::MacOs
        } else {
            Self::Unix
        }
    }

    /// The APIs this platform has, best first: the native one, then the
    /// ones drivers more often get right, OpenGL last (the most widely
    /// present, and the slowest and least exact under wgpu).
    #[must_use]
    pub const fn apis(self) -> &'static [GraphicsApi] {
        match self {
            Self::Windows => &[GraphicsApi::Dx12, GraphicsApi::Vulkan, GraphicsApi::Gl],
            Self::MacOs => &[GraphicsApi::Metal],
            Self::Unix => &[GraphicsApi::Vulkan, GraphicsApi::Gl],
        }
    }
}

/// The APIs to try, in order, on `platform` with `choice`: a chosen API
/// first, if the platform has it, then the platform's own order. An API the
/// platform lacks (Metal on Windows) is left out with no error: the same
/// `settings.toml` may travel between machines.
#[must_use]
pub fn try_order(platform: Platform, choice: GpuChoice) -> Vec<GraphicsApi> {
    let apis = platform.apis();
    let first = match choice {
        GpuChoice::First(api) if apis.contains(&api) => Some(api),
        _ => None,
    };
    first
        .into_iter()
        .chain(apis.iter().copied().filter(|api| Some(*api) != first))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use GraphicsApi::{Dx12, Gl, Metal, Vulkan};

    #[test]
    fn each_platform_tries_its_native_api_first_and_opengl_last() {
        assert_eq!(
            try_order(Platform::Windows, GpuChoice::Auto),
            [Dx12, Vulkan, Gl]
        );
        assert_eq!(try_order(Platform::Unix, GpuChoice::Auto), [Vulkan, Gl]);
        assert_eq!(try_order(Platform::MacOs, GpuChoice::Auto), [Metal]);
    }

    #[test]
    fn a_chosen_api_goes_first_and_the_rest_follow_once() {
        assert_eq!(
            try_order(Platform::Windows, GpuChoice::First(Gl)),
            [Gl, Dx12, Vulkan]
        );
        assert_eq!(
            try_order(Platform::Windows, GpuChoice::First(Vulkan)),
            [Vulkan, Dx12, Gl]
        );
        assert_eq!(
            try_order(Platform::Unix, GpuChoice::First(Gl)),
            [Gl, Vulkan]
        );
    }

    #[test]
    fn a_chosen_api_the_platform_lacks_is_left_out() {
        assert_eq!(
            try_order(Platform::Unix, GpuChoice::First(Dx12)),
            [Vulkan, Gl]
        );
        assert_eq!(
            try_order(Platform::Windows, GpuChoice::First(Metal)),
            [Dx12, Vulkan, Gl]
        );
    }

    #[test]
    fn every_order_tries_each_api_at_most_once() {
        for platform in [Platform::Windows, Platform::MacOs, Platform::Unix] {
            for choice in std::iter::once(GpuChoice::Auto)
                .chain(GraphicsApi::ALL.into_iter().map(GpuChoice::First))
            {
                let order = try_order(platform, choice);
                let mut unique = order.clone();
                unique.dedup();
                assert_eq!(unique.len(), order.len(), "{platform:?} {choice:?}");
                assert_eq!(order.len(), platform.apis().len());
            }
        }
    }

    #[test]
    fn names_read_back_and_unknown_ones_are_refused_with_the_list() {
        for api in GraphicsApi::ALL {
            assert_eq!(GpuChoice::parse(api.name()), Ok(GpuChoice::First(api)));
            assert_eq!(
                GpuChoice::parse(&api.name().to_uppercase()),
                Ok(GpuChoice::First(api))
            );
        }
        assert_eq!(GpuChoice::parse("auto"), Ok(GpuChoice::Auto));
        assert_eq!(GpuChoice::parse("OpenGL"), Ok(GpuChoice::First(Gl)));
        let refused = GpuChoice::parse("dx11").unwrap_err();
        assert!(
            refused.contains("dx11") && refused.contains("vulkan"),
            "{refused}"
        );
    }
}
