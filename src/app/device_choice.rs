//! Which graphics API the window draws through: each API in
//! [`hitlab::settings::graphics::try_order`] is asked for a device, without
//! a window, and the first that gives one is the one ggez opens.
//!
//! ggez asks wgpu for one API set only once per run (winit's event loop
//! cannot be made a second time), and on Windows its default takes DX12
//! first: a school PC whose DX12 driver is old or broken ("Parent device is
//! lost") would stop there. Asking first, the way ggez will ask, moves on to
//! Vulkan, then OpenGL.

use std::sync::OnceLock;

use ggez::conf::Backend;
use hitlab::settings::graphics::{GpuChoice, GraphicsApi, Platform, try_order};

use super::gpu::REQUESTED_MAX_SIDE;

/// The player's choice for this run (`--gpu`, else the `gpu` setting), set
/// once before the window opens.
static CHOICE: OnceLock<GpuChoice> = OnceLock::new();

/// Puts `choice` first for every window this run opens.
pub fn set_choice(choice: GpuChoice) {
    // A second call would come from a second command in one run, which
    // does not happen; the first choice stands.
    let _ = CHOICE.set(choice);
}

/// The choice in force: [`set_choice`]'s, else the platform's order.
#[must_use]
pub fn choice() -> GpuChoice {
    CHOICE.get().copied().unwrap_or_default()
}

/// What asking one API for a device gave.
#[derive(Debug, Clone)]
pub struct Probe {
    pub api: GraphicsApi,
    /// The adapter's name, kind and driver; or why there was no device.
    pub found: Result<String, String>,
}

/// Asks each API in this run's order, stopping at the first that gives a
/// device; returns every answer, the working one last.
#[must_use]
pub fn probe_until_one_works() -> Vec<Probe> {
    let mut probes = Vec::new();
    for api in try_order(Platform::current(), choice()) {
        let probe = probe(api);
        let works = probe.found.is_ok();
        probes.push(probe);
        if works {
            break;
        }
    }
    probes
}

/// Asks every API this platform has, for `hitlab doctor`.
#[must_use]
pub fn probe_all() -> Vec<Probe> {
    try_order(Platform::current(), choice())
        .into_iter()
        .map(probe)
        .collect()
}

/// The backend ggez is to open: the first API that gave a device; `None`
/// if none did (ggez's own choice is then all there is). Which API draws, and why the ones before it did
/// not, is logged at `info` (`RUST_LOG=info`, or `hitlab doctor`): a
/// fallback that works is the design, not a fault to warn of.
#[must_use]
pub fn backend_for_window() -> Option<Backend> {
    let probes = probe_until_one_works();
    for probe in &probes {
        match &probe.found {
            Ok(adapter) => {
                log::info!("graphics: drawing through {} ({adapter})", probe.api);
                return Some(backend(probe.api));
            }
            Err(why) => log::info!("graphics: {} gave no device: {why}", probe.api),
        }
    }
    log::info!("graphics: no API gave a device when asked; letting wgpu choose");
    None
}

/// ggez's name for `api`.
#[must_use]
pub fn backend(api: GraphicsApi) -> Backend {
    match api {
        GraphicsApi::Dx12 => Backend::Dx12,
        GraphicsApi::Vulkan => Backend::Vulkan,
        GraphicsApi::Metal => Backend::Metal,
        GraphicsApi::Gl => Backend::Gl,
    }
}

fn backends(api: GraphicsApi) -> wgpu::Backends {
    match api {
        GraphicsApi::Dx12 => wgpu::Backends::DX12,
        GraphicsApi::Vulkan => wgpu::Backends::VULKAN,
        GraphicsApi::Metal => wgpu::Backends::METAL,
        GraphicsApi::Gl => wgpu::Backends::GL,
    }
}

/// Asks `api` for an adapter and a device with the limits ggez 0.10 asks
/// for (its `GraphicsContext::new_from_instance`), then lets both go.
fn probe(api: GraphicsApi) -> Probe {
    // wgpu logs its own refusals (a DX12 driver's, EGL's) as errors; here
    // they are an answer, kept in the probe, so the log stays quiet while
    // asking. Nothing else runs yet: the window is not open.
    let level = log::max_level();
    log::set_max_level(log::LevelFilter::Off);
    let found = ask(api);
    log::set_max_level(level);
    Probe { api, found }
}

fn ask(api: GraphicsApi) -> Result<String, String> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: backends(api),
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions {
        power_preference: wgpu::PowerPreference::HighPerformance,
        force_fallback_adapter: false,
        compatible_surface: None,
    }))
    .map_err(|e| e.to_string())
    .and_then(|adapter| {
        let info = adapter.get_info();
        pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            required_limits: ggez_limits(),
            ..wgpu::DeviceDescriptor::default()
        }))
        .map(|_device_and_queue| describe(&info))
        .map_err(|e| format!("{}: {e}", info.name))
    })
    .map_err(|why| why.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The limits ggez 0.10 requires of every device.
fn ggez_limits() -> wgpu::Limits {
    // One instance is 96 bytes and ggez allows a million of them.
    const INSTANCE_BUFFER_SIZE: u64 = 96 * 1_000_000;
    wgpu::Limits {
        max_bind_groups: 4,
        max_storage_buffers_per_shader_stage: 2,
        max_storage_buffer_binding_size: INSTANCE_BUFFER_SIZE,
        max_texture_dimension_1d: REQUESTED_MAX_SIDE,
        max_texture_dimension_2d: REQUESTED_MAX_SIDE,
        ..wgpu::Limits::downlevel_webgl2_defaults()
    }
}

/// The adapter as wgpu names it: its name, its kind (`Cpu` for a software
/// renderer such as llvmpipe or WARP) and its driver.
fn describe(info: &wgpu::AdapterInfo) -> String {
    let driver = [info.driver.as_str(), info.driver_info.as_str()]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    format!("{} ({:?}; {driver})", info.name, info.device_type)
}
